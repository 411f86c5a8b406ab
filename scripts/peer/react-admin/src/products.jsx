import {
  BooleanInput,
  DataTable,
  DateField,
  Edit,
  List,
  NumberField,
  NumberInput,
  Pagination,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';

const statusChoices = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
  { id: 'draft', name: 'Draft' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <NumberInput key="price_min" source="price_min" label="Price from" />,
  <NumberInput key="price_max" source="price_max" label="Price up to" />,
  <BooleanInput key="in_stock" source="in_stock" label="In stock only" />,
];

/** The product list: search, filters, sortable columns, 25 rows a page like the console. */
export const ProductList = () => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="sku" label="SKU" />
      <DataTable.NumberCol source="price" />
      <DataTable.NumberCol source="stock_available" label="Available" />
      <DataTable.NumberCol source="reserved" disableSort />
    </DataTable>
  </List>
);

export const ProductShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="sku" label="SKU" />
      <TextField source="code" />
      <TextField source="reference" />
      <NumberField source="price" />
      <TextField source="status" />
      <TextField source="description" />
      <DateField source="updated_at" showTime />
    </SimpleShowLayout>
  </Show>
);

/** No delete: the API has none. */
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const ProductEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm toolbar={<EditToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="sku" label="SKU" />
      <TextInput source="code" />
      <TextInput source="reference" />
      <NumberInput source="price" min={0} />
      <SelectInput source="status" choices={statusChoices} />
      <TextInput source="description" multiline />
    </SimpleForm>
  </Edit>
);
