/**
 * A pointer event as the browser sends it, for the slider's unit tests (jsdom has no
 * PointerEvent).
 * @param type        Event type.
 * @param pointerType mouse, touch or pen.
 * @param fields      Anything else the event carries (clientX, buttons, …).
 */
export function pointer(
	type: string,
	pointerType = 'touch',
	fields: Partial< PointerEvent > = {}
): Event {
	const event = new Event( type, { bubbles: type !== 'pointerenter' } );
	return Object.assign( event, {
		pointerType,
		isPrimary: true,
		pointerId: 1,
		button: 0,
		clientX: 0,
		clientY: 0,
		...fields,
	} );
}
