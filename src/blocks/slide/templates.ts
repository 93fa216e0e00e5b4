/**
 * What a new slide holds, by the slider it is in (SL-1, SL-3, SL-4, SL-5): core blocks the editor
 * already knows, laid out for that kind of slide.
 */
import { __ } from '@wordpress/i18n';
/** Block name, attributes, inner template: what InnerBlocks' `template` takes. */
export type TemplateArray = Array<
	[ string, Record< string, unknown >, TemplateArray? ]
>;

export function slideTemplate( parent: string ): TemplateArray {
	switch ( parent ) {
		case 'vitrine/hero-slider':
			return [
				[
					'core/heading',
					{ level: 2, placeholder: __( 'Slide heading', 'vitrine' ) },
				],
				[
					'core/paragraph',
					{
						placeholder: __(
							'A sentence that invites people in.',
							'vitrine'
						),
					},
				],
				[
					'core/buttons',
					{},
					[
						[
							'core/button',
							{ placeholder: __( 'Main action', 'vitrine' ) },
						],
						[
							'core/button',
							{
								className: 'is-style-outline',
								placeholder: __( 'Second action', 'vitrine' ),
							},
						],
					],
				],
			];
		case 'vitrine/testimonials':
			return [
				[
					'core/paragraph',
					{
						className: 'vitrine-testimonial__quote',
						placeholder: __( 'What the customer said', 'vitrine' ),
					},
				],
				[ 'vitrine/rating', {} ],
				[
					'core/image',
					{
						className:
							'vitrine-testimonial__avatar is-style-rounded',
					},
				],
				[
					'core/paragraph',
					{
						className: 'vitrine-testimonial__name',
						placeholder: __( 'Name', 'vitrine' ),
					},
				],
				[
					'core/paragraph',
					{
						className: 'vitrine-testimonial__role',
						placeholder: __( 'Role, company', 'vitrine' ),
					},
				],
			];
		case 'vitrine/logo-slider':
			return [ [ 'core/image', { className: 'vitrine-logo' } ] ];
		default:
			return [
				[ 'core/image', { className: 'vitrine-service__icon' } ],
				[
					'core/heading',
					{ level: 3, placeholder: __( 'Service', 'vitrine' ) },
				],
				[
					'core/paragraph',
					{
						placeholder: __(
							'What it does for the customer.',
							'vitrine'
						),
					},
				],
				[
					'core/paragraph',
					{
						className: 'vitrine-service__link',
						placeholder: __( 'Link to learn more', 'vitrine' ),
					},
				],
			];
	}
}
