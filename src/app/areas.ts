import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SearchIcon from '@mui/icons-material/Search';
import ContactsIcon from '@mui/icons-material/Contacts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { paths } from './paths';

/**
 * The console's areas, in navigation order. An area is listed here when its pages exist;
 * each feature adds its entry (and its routes in routes.tsx) when it lands.
 */
export interface Area {
  /** i18n key under `nav.` */
  key: 'home' | 'products' | 'stock' | 'orders' | 'shipments' | 'contacts';
  path: string;
  Icon: SvgIconComponent;
}

export const areas: Area[] = [
  { key: 'home', path: paths.home(), Icon: HomeIcon },
  { key: 'products', path: paths.products.list(), Icon: Inventory2Icon },
  { key: 'stock', path: paths.stock.batch(), Icon: WarehouseIcon },
  { key: 'orders', path: paths.orders.list(), Icon: ReceiptLongIcon },
  { key: 'shipments', path: paths.shipments.board(), Icon: LocalShippingIcon },
  { key: 'contacts', path: paths.contacts.list(), Icon: ContactsIcon },
];

/** The home page's shortcuts to each area's main action. */
export interface Shortcut {
  /** i18n key under `home.`; its hint is `<key>Hint`. */
  key: 'searchProducts' | 'newBatch' | 'newOrder' | 'board' | 'newContact';
  path: string;
  Icon: SvgIconComponent;
}

export const shortcuts: Shortcut[] = [
  { key: 'searchProducts', path: paths.products.list(), Icon: SearchIcon },
  { key: 'newBatch', path: paths.stock.batch(), Icon: PlaylistAddIcon },
  { key: 'newOrder', path: paths.orders.new(), Icon: AddShoppingCartIcon },
  { key: 'board', path: paths.shipments.board(), Icon: LocalShippingIcon },
  { key: 'newContact', path: paths.contacts.new(), Icon: PersonAddIcon },
];
