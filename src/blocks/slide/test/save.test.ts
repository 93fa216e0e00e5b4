// The helper first: it registers the "vitrine" category that PHP registers in WordPress.
import { describeBlockFixtures } from '../../../../tests/unit/block-fixtures';
import '../index';
import '../../rating/index';

describeBlockFixtures( 'vitrine/slide', `${ __dirname }/fixtures`, 'SL-1' );
