// The helper first: it registers the "vitrine" category that PHP registers in WordPress.
import { describeBlockFixtures } from '../../../../tests/unit/block-fixtures';
import '../../slide/index';
import '../index';

// A dynamic block around saved slides: its fixtures are the comment and the slides' markup.
describeBlockFixtures(
	'vitrine/testimonials',
	`${ __dirname }/fixtures`,
	'SL-6'
);
