/**
 * Front end of every Vitrine slider (one script for all five blocks), started when a visitor
 * reaches the slider: hydrates the markup as it stands with the component that rendered it, and
 * adopts the engine the sliders' small script (motion.ts, a dependency of this one) started on
 * it, at the slide it reached. The slides stay the served HTML; nothing is re-rendered.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { hydrateBlocks } from '../shared/hydrate';
import { motionAllowed } from '../shared/motion';
import { takeOver } from '../shared/handover';
import type { Position, RunningSlider, SliderEngine } from './engine';
import { servedSettings, type SliderSettings } from './settings';
import { CLASS, SliderView, type SliderViewProps } from './slider';
import './style.scss';

export type SliderAppProps = {
	root: HTMLElement;
	settings: SliderSettings;
	/** The running engine, adopted from the small script. */
	engine: SliderEngine;
	/** Where the served controls say the slider is: React's first render matches them. */
	served: Position;
	slides: number;
	/** The track's served content (the slides), adopted as it is. */
	slidesHtml: string;
	toggleLabel: string | null;
	arrows: { previous: string; next: string } | null;
	dots: { label: string; labels: string[] } | null;
};

/**
 * The position the served controls show: the current dot, and the arrows marked at the ends.
 * The engine's own answer can differ by now (a new width changes how many slides fit, and so
 * which one is last, before its resize observer reports), and React must first render what the
 * markup says; the view then catches up with the engine.
 * @param root   The slider.
 * @param engine Its running engine, for the index of a slider without dots.
 */
function servedPosition( root: HTMLElement, engine: SliderEngine ): Position {
	const marked = ( which: string ) =>
		root
			.querySelector( `.${ CLASS }__arrow--${ which }` )
			?.getAttribute( 'aria-disabled' ) === 'true';
	const current = Array.from(
		root.querySelectorAll( `.${ CLASS }__dot` )
	).findIndex( ( dot ) => dot.getAttribute( 'aria-current' ) === 'true' );
	return {
		index: current >= 0 ? current : engine.position().index,
		atStart: marked( 'previous' ),
		atEnd: marked( 'next' ),
	};
}

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): SliderAppProps | null {
	const track = root.querySelector< HTMLElement >( `.${ CLASS }__track` );
	const settings = servedSettings( root );
	// From here the view's autoplay runs, with its holds; nothing changes the markup before
	// React has adopted it.
	const running = takeOver< RunningSlider >( root );
	if ( ! track || ! settings || ! running ) {
		return null;
	}
	const label = ( selector: string ) =>
		root.querySelector( selector )?.getAttribute( 'aria-label' ) ?? '';
	const previous = root.querySelector( `.${ CLASS }__arrow--previous` );
	const dots = root.querySelector( `.${ CLASS }__dots` );
	const toggle = root.querySelector( `.${ CLASS }__toggle` );
	return {
		root,
		settings,
		engine: running.engine,
		served: servedPosition( root, running.engine ),
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
		// A visitor's pointer or focus started this view: already there, so no enter event comes.
		setHovered( root.matches( ':hover' ) );
		setFocused( root.contains( root.ownerDocument.activeElement ) );
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
 * @param root   The slider.
 * @param engine The running engine.
 * @param slides Number of slides.
 */
function useKeyboard(
	root: HTMLElement,
	engine: SliderEngine,
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
				ArrowLeft: rtl ? engine.next : engine.previous,
				ArrowRight: rtl ? engine.previous : engine.next,
				Home: () => engine.goTo( 0 ),
				End: () => engine.goTo( slides - 1 ),
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
	engine,
	served,
	slides,
	slidesHtml,
	toggleLabel,
	arrows,
	dots,
}: SliderAppProps ) {
	// Where the small script left the slider: the markup says so, and React starts there.
	const [ position, setPosition ] = useState< Position >( served );
	// Served state first (playing), so hydration matches; reduced motion pauses right after.
	const [ paused, setPaused ] = useState( false );
	const held = useHeld( root );
	useKeyboard( root, engine, slides );

	useEffect( () => {
		if ( ! motionAllowed() ) {
			setPaused( true );
		}
		engine.listen( setPosition );
		// A swipe or a new width may have moved it since the markup was read.
		setPosition( engine.position() );
		return () => engine.destroy();
	}, [ engine ] );

	const running = settings.autoplay && slides > 1 && ! paused && ! held;
	useEffect( () => {
		if ( ! running ) {
			return;
		}
		// Counted from the last change, whoever made it.
		const timer = setTimeout( engine.advance, settings.interval );
		return () => clearTimeout( timer );
	}, [ engine, running, position.index, settings.interval ] );

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
			onPrevious: engine.previous,
			onNext: engine.next,
		},
		dots: dots && {
			...dots,
			current: position.index,
			onChoose: engine.goTo,
		},
	};
	return (
		<SliderView { ...view }>
			<div
				className={ `${ CLASS }__track` }
				// Screen readers hear the new slide when someone moves it, not every few seconds.
				aria-live={ running ? 'off' : 'polite' }
				dangerouslySetInnerHTML={ { __html: slidesHtml } }
				// The track's position and its slides' states are the engine's, which runs
				// before and under React (a swipe may move them while React hydrates): React
				// owns only the live region here.
				suppressHydrationWarning
			/>
		</SliderView>
	);
}

hydrateBlocks( `.${ CLASS }[data-kind]`, readProps, SliderApp );
