/**
 * Front end of every Vitrine slider (one script for all five blocks), started when a visitor
 * reaches the slider: hydrates the markup as it stands with the component that rendered it, and
 * adopts the engine the sliders' small script (motion.ts, a dependency of this one) started on
 * it, at the slide it reached. The slides stay the served HTML; nothing is re-rendered.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { hydrateBlocks } from '../lifecycle/hydrate';
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
import { servedHtml } from '../shared/served-html';

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
	dots: { label: string; names: DotName[][]; beyond: string[] } | null;
};

/**
 * The position the served controls show: the current dot, the arrows marked at the ends,
 * whether the live region is quiet for autoplay, and the pause button's state (the small script
 * paints it from the engine, reduced motion included).
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
		paused:
			root
				.querySelector( `.${ CLASS }__toggle` )
				?.getAttribute( 'aria-pressed' ) === 'true',
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
		slidesHtml: servedHtml( track ),
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
	arrows,
	dots,
}: SliderAppProps ) {
	// Where the small script left the slider (the pause button's state too): the markup says so,
	// and React starts there. The engine is the one truth after that: whether autoplay is held
	// by the visitor (or by reduced motion) is its to say, so no press is ever lost to a button
	// that showed another state.
	const [ position, setPosition ] = useState< Position >( served );

	useEffect( () => {
		engine.listen( setPosition );
		// A swipe or a new width may have moved it since the markup was read.
		setPosition( engine.position() );
		return () => engine.destroy();
	}, [ engine ] );

	const toggle = useCallback(
		() => engine.hold( 'paused', ! engine.position().paused ),
		[ engine ]
	);

	const view: Omit< SliderViewProps, 'children' > = {
		toggle:
			toggleLabel !== null
				? {
						label: toggleLabel,
						pressed: !! position.paused,
						onToggle: toggle,
					}
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
