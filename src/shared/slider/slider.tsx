/**
 * The slider's markup around its slides, as includes/slider.php serves it: the pause button
 * (when autoplay is on), previous/next, the viewport with the track of slides, and the dots.
 * The view hydrates it; the editor renders the same controls around its inner blocks.
 */
import type { ReactNode, Ref } from 'react';

export const CLASS = 'vitrine-slider';

export type ToggleProps = {
	label: string;
	/** True while the visitor has paused autoplay. */
	pressed: boolean;
	onToggle?: () => void;
};

export type ArrowsProps = {
	previous: string;
	next: string;
	/** At the first or last position of a slider that does not wrap. */
	atStart: boolean;
	atEnd: boolean;
	onPrevious?: () => void;
	onNext?: () => void;
};

export type DotsProps = {
	label: string;
	/** One per slide: "Go to slide n". */
	labels: string[];
	current: number;
	onChoose?: ( index: number ) => void;
};

export type SliderViewProps = {
	toggle: ToggleProps | null;
	arrows: ArrowsProps | null;
	dots: DotsProps | null;
	viewportRef?: Ref< HTMLDivElement >;
	/** The track: served slides in the view, inner blocks in the editor. */
	children: ReactNode;
};

export function SliderView( {
	toggle,
	arrows,
	dots,
	viewportRef,
	children,
}: SliderViewProps ) {
	return (
		<>
			<div className={ `${ CLASS }__stage` }>
				{ toggle && (
					<button
						type="button"
						className={ `${ CLASS }__toggle` }
						aria-label={ toggle.label }
						aria-pressed={ toggle.pressed }
						onClick={ toggle.onToggle }
					>
						<span
							className={ `${ CLASS }__icon` }
							aria-hidden="true"
						/>
					</button>
				) }
				{ arrows && (
					<>
						<button
							type="button"
							className={ `${ CLASS }__arrow ${ CLASS }__arrow--previous` }
							aria-label={ arrows.previous }
							aria-disabled={ arrows.atStart }
							onClick={ arrows.onPrevious }
						>
							<span
								className={ `${ CLASS }__icon` }
								aria-hidden="true"
							/>
						</button>
						<button
							type="button"
							className={ `${ CLASS }__arrow ${ CLASS }__arrow--next` }
							aria-label={ arrows.next }
							aria-disabled={ arrows.atEnd }
							onClick={ arrows.onNext }
						>
							<span
								className={ `${ CLASS }__icon` }
								aria-hidden="true"
							/>
						</button>
					</>
				) }
				<div className={ `${ CLASS }__viewport` } ref={ viewportRef }>
					{ children }
				</div>
			</div>
			{ dots && (
				<div
					className={ `${ CLASS }__dots` }
					role="group"
					aria-label={ dots.label }
				>
					{ dots.labels.map( ( label, index ) => (
						<button
							key={ index }
							type="button"
							className={ `${ CLASS }__dot` }
							aria-label={ label }
							aria-current={ index === dots.current }
							onClick={ () => dots.onChoose?.( index ) }
						/>
					) ) }
				</div>
			) }
		</>
	);
}
