/**
 * The slider's markup around its slides, as src/slider/index.php serves it: the pause button
 * (when autoplay is on), previous/next, the viewport with the track of slides, and the dots.
 * The view hydrates it; the editor renders the same controls around its inner blocks.
 */
import type { ReactNode, Ref } from 'react';
import { CLASS } from './class';

export { CLASS };

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

/** A dot's name at some widths: `at` lists the breakpoints (none: every width). */
export type DotName = { name: string; at?: string };

export type DotsProps = {
	label: string;
	/**
	 * One list per slide: what the dot shows at each width ("Show slide 2", "Show slides 2 to
	 * 4"), as served (index.php's dot_names()); the stylesheet shows the one in force.
	 */
	names: DotName[][];
	/**
	 * Per dot, the breakpoints at which it is past the last position (the stylesheet hides it
	 * there): as served (index.php's dots_beyond()); the editor shows every slide's.
	 */
	beyond?: string[];
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

/**
 * A button drawn by the stylesheet, named by its label (src/slider/index.php's icon_button()).
 * @param props            Button props.
 * @param props.className  Its classes.
 * @param props.label      Its accessible name.
 * @param props.onClick    What it does.
 * @param props.attributes Its state (aria-pressed, aria-disabled).
 */
function IconButton( {
	className,
	label,
	onClick,
	attributes,
}: {
	className: string;
	label: string;
	onClick?: () => void;
	attributes: Record< string, boolean >;
} ) {
	return (
		<button
			type="button"
			className={ className }
			aria-label={ label }
			{ ...attributes }
			onClick={ onClick }
		>
			<span className={ `${ CLASS }__icon` } aria-hidden="true" />
		</button>
	);
}

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
					<IconButton
						className={ `${ CLASS }__toggle` }
						label={ toggle.label }
						attributes={ { 'aria-pressed': toggle.pressed } }
						onClick={ toggle.onToggle }
					/>
				) }
				{ arrows && (
					<>
						<IconButton
							className={ `${ CLASS }__arrow ${ CLASS }__arrow--previous` }
							label={ arrows.previous }
							attributes={ { 'aria-disabled': arrows.atStart } }
							onClick={ arrows.onPrevious }
						/>
						<IconButton
							className={ `${ CLASS }__arrow ${ CLASS }__arrow--next` }
							label={ arrows.next }
							attributes={ { 'aria-disabled': arrows.atEnd } }
							onClick={ arrows.onNext }
						/>
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
					{ dots.names.map( ( names, index ) => (
						<button
							key={ index }
							type="button"
							className={ `${ CLASS }__dot` }
							aria-current={ index === dots.current }
							data-beyond={ dots.beyond?.[ index ] || undefined }
							onClick={ () => dots.onChoose?.( index ) }
						>
							{ names.map( ( { name, at } ) => (
								<span
									key={ name }
									className={ `${ CLASS }__dot-name` }
									data-at={ at }
								>
									{ name }
								</span>
							) ) }
						</button>
					) ) }
				</div>
			) }
		</>
	);
}
