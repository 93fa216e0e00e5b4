// The helper first: it registers the "vitrine" category that PHP registers in WordPress.
import { describeBlockFixtures } from '../../../../tests/unit/block-fixtures';
import '../index';

// A dynamic block: its fixtures are the comment that stores the attributes.
describeBlockFixtures( 'vitrine/countdown', `${ __dirname }/fixtures`, 'ST-4' );
