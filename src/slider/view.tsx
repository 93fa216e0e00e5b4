/**
 * Front end of every Vitrine slider (one script for all five blocks), started when a visitor
 * reaches the slider: hydrates the markup as it stands with the component that rendered it, and
 * adopts the engine the sliders' small script (motion.ts, a dependency of this one) started on
 * it, at the slide it reached. The slides stay the served HTML; nothing is re-rendered.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { hydrateBlocks } from '../lifecycle/hydrate';
import { motionAllowed } from '../shared/motion';
import { takeOver } from '../lifecycle/handover';
import type { Position, RunningSlider, SliderEngine } from './engine';
import { servedSettings, type SliderSettings } from './settings';
import {
	CLASS,
	SliderView,
	type DotName,
	type SliderViewProps,
} from './slider';
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
	/** The pause button as served, or as the small script left it. */
	pausedServed: boolean;
	arrows: { previous: string; next: string } | null;
	dots: { label: string; names: DotName[][]; beyond: string[] } | null;
};

/**
 * The position the served controls show: the current dot, the arrows marked at the ends, and
 * whether the live region is quiet for autoplay.
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
		playing:
			root
				.querySelector( `.${ CLASS }__track` )
				?.getAttribute( 'aria-live' ) === 'off',
	};
}

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): SliderAppProps | null {
	const track = root.querySelector< HTMLElement >( `.${ CLASS }__track` );
	const settings = servedSettings( root );
	// From here nothing paints the markup before React has adopted it (the engine runs on).
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
		pausedServed: toggle?.getAttribute( 'aria-pressed' ) === 'true',
		arrows: previous
			? {
					previous: label( `.${ CLASS }__arrow--previous` ),
					next: label( `.${ CLASS }__arrow--next` ),
				}
			: null,
		dots: dots
			? {
					label: dots.getAttribute( 'aria-label' ) ?? '',
					names: Array.from(
						dots.querySelectorAll( 'button' ),
						( dot ) =>
							Array.from(
								dot.querySelectorAll( `.${ CLASS }__dot-name` ),
								( span ) => ( {
									name: span.textContent ?? '',
									at:
										span.getAttribute( 'data-at' ) ??
										undefined,
								} )
							)
					),
					beyond: Array.from(
						dots.querySelectorAll( 'button' ),
						( dot ) => dot.getAttribute( 'data-beyond' ) ?? ''
					),
				}
			: null,
	};
}

export function SliderApp( {
	engine,
	served,
	slidesHtml,
	toggleLabel,
	pausedServed,
	arrows,
	dots,
}: SliderAppProps ) {
	// Where the small script left the slider: the markup says so, and React starts there.
	const [ position, setPosition ] = useState< Position >( served );
	// Served state first (playing, or paused by a click the small script answered), so
	// hydration matches; reduced motion pauses right after, as the engine already does.
	const [ paused, setPaused ] = useState( pausedServed );
	const toggled = useRef( false );

	useEffect( () => {
		if ( ! motionAllowed() ) {
			setPaused( true );
		}
		engine.listen( setPosition );
		// A swipe or a new width may have moved it since the markup was read.
		setPosition( engine.position() );
		return () => engine.destroy();
	}, [ engine ] );

	useEffect( () => {
		if ( toggled.current ) {
			engine.hold( 'paused', paused );
		}
	}, [ engine, paused ] );

	const toggle = useCallback( () => {
		toggled.current = true;
		setPaused( ( value ) => ! value );
	}, [] );

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
				aria-live={ position.playing ? 'off' : 'polite' }
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
