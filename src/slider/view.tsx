/**
 * Front end of every Vitrine slider (one script for all five blocks): hydrates the served
 * markup with the component that rendered it, then starts the engine on the viewport. The
 * slides stay the served HTML; nothing is thrown away and re-rendered.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { hydrateBlocks } from '../shared/hydrate';
import { motionAllowed } from '../shared/motion';
import { createEngine, type Position, type SliderEngine } from './engine';
import {
	normalizeSettings,
	isSliderKind,
	type SliderSettings,
} from './settings';
import { CLASS, SliderView, type SliderViewProps } from './slider';
import './style.scss';

export type SliderAppProps = {
	root: HTMLElement;
	settings: SliderSettings;
	slides: number;
	/** The track's served content (the slides), adopted as it is. */
	slidesHtml: string;
	toggleLabel: string | null;
	arrows: { previous: string; next: string } | null;
	dots: { label: string; labels: string[] } | null;
};

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): SliderAppProps | null {
	const kind = root.dataset.kind;
	const track = root.querySelector< HTMLElement >( `.${ CLASS }__track` );
	if ( ! isSliderKind( kind ) || ! track ) {
		return null;
	}
	let served: unknown = null;
	try {
		served = JSON.parse( root.dataset.settings ?? '' );
	} catch {
		// Unreadable: the kind's defaults.
	}
	const label = ( selector: string ) =>
		root.querySelector( selector )?.getAttribute( 'aria-label' ) ?? '';
	const previous = root.querySelector( `.${ CLASS }__arrow--previous` );
	const dots = root.querySelector( `.${ CLASS }__dots` );
	const toggle = root.querySelector( `.${ CLASS }__toggle` );
	return {
		root,
		settings: normalizeSettings( kind, served ),
		slides: track.querySelectorAll( `:scope > .${ CLASS }__slide` ).length,
		slidesHtml: track.innerHTML,
		toggleLabel: toggle ? label( `.${ CLASS }__toggle` ) : null,
		arrows: previous
			? {
					previous: label( `.${ CLASS }__arrow--previous` ),
					next: label( `.${ CLASS }__arrow--next` ),
				}
			: null,
		dots: dots
			? {
					label: dots.getAttribute( 'aria-label' ) ?? '',
					labels: Array.from(
						dots.querySelectorAll( 'button' ),
						( dot ) => dot.getAttribute( 'aria-label' ) ?? ''
					),
				}
			: null,
	};
}

/**
 * Why autoplay is held: the pointer is over the slider, or focus is inside it.
 * @param root The slider.
 */
function useHeld( root: HTMLElement ): boolean {
	const [ hovered, setHovered ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	useEffect( () => {
		const enter = () => setHovered( true );
		const leave = () => setHovered( false );
		const focusIn = () => setFocused( true );
		const focusOut = ( event: FocusEvent ) =>
			setFocused( root.contains( event.relatedTarget as Node | null ) );
		root.addEventListener( 'mouseenter', enter );
		root.addEventListener( 'mouseleave', leave );
		root.addEventListener( 'focusin', focusIn );
		root.addEventListener( 'focusout', focusOut );
		return () => {
			root.removeEventListener( 'mouseenter', enter );
			root.removeEventListener( 'mouseleave', leave );
			root.removeEventListener( 'focusin', focusIn );
			root.removeEventListener( 'focusout', focusOut );
		};
	}, [ root ] );
	return hovered || focused;
}

/**
 * Arrow keys move the slider they are pressed in (mirrored right to left); Home and End go to
 * the first and last slide.
 * @param root           The slider.
 * @param engine         The running engine.
 * @param engine.current
 * @param slides         Number of slides.
 */
function useKeyboard(
	root: HTMLElement,
	engine: { current: SliderEngine | null },
	slides: number
): void {
	useEffect( () => {
		const onKey = ( event: KeyboardEvent ) => {
			const target = event.target as HTMLElement;
			if (
				target.closest( 'input, textarea, select, [contenteditable]' )
			) {
				return;
			}
			const rtl = getComputedStyle( root ).direction === 'rtl';
			const actions: Record< string, () => void > = {
				ArrowLeft: () =>
					rtl ? engine.current?.next() : engine.current?.previous(),
				ArrowRight: () =>
					rtl ? engine.current?.previous() : engine.current?.next(),
				Home: () => engine.current?.goTo( 0 ),
				End: () => engine.current?.goTo( slides - 1 ),
			};
			const action = actions[ event.key ];
			if (
				action &&
				! event.altKey &&
				! event.ctrlKey &&
				! event.metaKey
			) {
				event.preventDefault();
				action();
			}
		};
		root.addEventListener( 'keydown', onKey );
		return () => root.removeEventListener( 'keydown', onKey );
	}, [ root, engine, slides ] );
}

export function SliderApp( {
	root,
	settings,
	slides,
	slidesHtml,
	toggleLabel,
	arrows,
	dots,
}: SliderAppProps ) {
	const viewport = useRef< HTMLDivElement >( null );
	const engine = useRef< SliderEngine | null >( null );
	const [ position, setPosition ] = useState< Position >( {
		index: 0,
		atStart: ! settings.loop,
		atEnd: ! settings.loop && slides <= 1,
	} );
	// Served state first (playing), so hydration matches; reduced motion pauses right after.
	const [ paused, setPaused ] = useState( false );
	const held = useHeld( root );
	useKeyboard( root, engine, slides );

	useEffect( () => {
		const motion = motionAllowed();
		if ( ! motion ) {
			setPaused( true );
		}
		if ( viewport.current ) {
			engine.current = createEngine(
				viewport.current,
				settings,
				slides,
				motion,
				setPosition
			);
		}
		return () => engine.current?.destroy();
		// Settings are read from markup once.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const running = settings.autoplay && slides > 1 && ! paused && ! held;
	useEffect( () => {
		if ( ! running ) {
			return;
		}
		// Counted from the last change, whoever made it.
		const timer = setTimeout(
			() => engine.current?.advance(),
			settings.interval
		);
		return () => clearTimeout( timer );
	}, [ running, position.index, settings.interval ] );

	const toggle = useCallback( () => setPaused( ( value ) => ! value ), [] );

	const view: Omit< SliderViewProps, 'children' > = {
		toggle:
			toggleLabel !== null
				? { label: toggleLabel, pressed: paused, onToggle: toggle }
				: null,
		arrows: arrows && {
			...arrows,
			atStart: position.atStart,
			atEnd: position.atEnd,
			onPrevious: () => engine.current?.previous(),
			onNext: () => engine.current?.next(),
		},
		dots: dots && {
			...dots,
			current: position.index,
			onChoose: ( index ) => engine.current?.goTo( index ),
		},
	};
	return (
		<SliderView { ...view } viewportRef={ viewport }>
			<div
				className={ `${ CLASS }__track` }
				// Screen readers hear the new slide when someone moves it, not every few seconds.
				aria-live={ running ? 'off' : 'polite' }
				dangerouslySetInnerHTML={ { __html: slidesHtml } }
			/>
		</SliderView>
	);
}

hydrateBlocks( `.${ CLASS }[data-kind]`, readProps, SliderApp );
