import type { SliderAttributes } from '../../slider/edit';

export type PostOrderBy =
	'date' | 'modified' | 'title' | 'comment_count' | 'rand';
export type StickyMode = 'first' | 'normal' | 'exclude';

export type PostSliderAttributes = SliderAttributes & {
	count: number;
	categories: number[];
	orderBy: PostOrderBy;
	order: 'desc' | 'asc';
	sticky: StickyMode;
	showImage: boolean;
	showDate: boolean;
	showExcerpt: boolean;
};
