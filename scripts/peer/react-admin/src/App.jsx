import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { LoginPage } from './LoginPage';
import { ProductEdit, ProductList, ProductShow } from './products';

/** react-admin's defaults everywhere (hash router, English messages, its layout and theme). */
export const App = () => (
  <Admin
    title="Products (react-admin)"
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
  >
    <Resource
      name="products"
      list={ProductList}
      show={ProductShow}
      edit={ProductEdit}
      recordRepresentation="name"
    />
  </Admin>
);
