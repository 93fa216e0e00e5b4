// The helper first: it registers the "vitrine" category that PHP registers in WordPress.
import { describeBlockFixtures } from '../../../../tests/unit/block-fixtures';
import '../index';

describeBlockFixtures(
	'vitrine/skill-circles',
	`${ __dirname }/fixtures`,
	'ST-2'
);
