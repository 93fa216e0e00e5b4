/**
 * Appear-on-scroll, shared by every block that animates into view.
 *
 * The first report says whether the element was already on screen when we started watching:
 * such an element is never animated, because collapsing something the visitor is already
 * looking at and re-growing it is exactly the flash that "final state first" exists to avoid.
 */
export interface AppearOptions {
	/** How far (px) the element's top must come inside the viewport's bottom edge. */
	offset?: number;
	/** Called once the element was off screen when first observed. */
	onHidden?: () => void;
	/** Called once, when the element enters the viewport. */
	onAppear: ( wasVisibleAtStart: boolean ) => void;
}

export function observeAppear(
	element: Element,
	{ offset = 0, onHidden, onAppear }: AppearOptions
): () => void {
	if ( typeof IntersectionObserver === 'undefined' ) {
		// Nothing to animate with: the final state is already on screen.
		return () => undefined;
	}
	let first = true;
	const observer = new IntersectionObserver(
		( entries ) => {
			const entry = entries[ entries.length - 1 ];
			if ( entry.isIntersecting ) {
				observer.disconnect();
				onAppear( first );
			} else if ( first ) {
				onHidden?.();
			}
			first = false;
		},
		{ rootMargin: `0px 0px ${ -Math.abs( offset ) }px 0px` }
	);
	observer.observe( element );
	return () => observer.disconnect();
}
