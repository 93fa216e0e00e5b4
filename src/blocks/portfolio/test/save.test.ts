// The helper first: it registers the "vitrine" category that PHP registers in WordPress.
import { describeBlockFixtures } from '../../../../tests/unit/block-fixtures';
import '../index';

// A dynamic block around saved items: its fixtures are the comment and the items' markup.
describeBlockFixtures( 'vitrine/portfolio', `${ __dirname }/fixtures`, 'GA-1' );
