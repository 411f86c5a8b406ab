import { HttpError } from 'react-admin';
import { readKey } from './authProvider';

/**
 * The sandbox's product API (the console's CONTRACT.md "Products"), same origin:
 *   getList  -> POST /v1/products/search {query?, page, page_size, filters?, sort: {field, direction}}
 *   getOne   -> GET  /v1/products/{id}
 *   update   -> PUT  /v1/products/{id} with the changed writable fields (and an Idempotency-Key)
 */
const SORTABLE = new Set(['name', 'sku', 'price', 'stock_available', 'created_at']);
const WRITABLE = ['name', 'sku', 'code', 'reference', 'price', 'status', 'description'];

async function call(method, path, body) {
  const headers = { Accept: 'application/json' };
  const key = readKey();
  if (key) headers['X-Api-Key'] = key;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'PUT' || (method === 'POST' && !path.endsWith('/search')))
    headers['Idempotency-Key'] = crypto.randomUUID();
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) throw new HttpError(json?.message ?? res.statusText, res.status, json);
  return json;
}

const number = (v) => (v === undefined || v === null || v === '' ? undefined : Number(v));

function searchBody({ pagination, sort, filter = {} }) {
  const body = {
    page: pagination?.page ?? 1,
    page_size: pagination?.perPage ?? 25,
    sort: {
      field: SORTABLE.has(sort?.field) ? sort.field : 'name',
      direction: sort?.order === 'DESC' ? 'desc' : 'asc',
    },
  };
  if (typeof filter.q === 'string' && filter.q.trim() !== '') body.query = filter.q.trim();
  const filters = {};
  if (filter.status) filters.status = filter.status;
  if (number(filter.price_min) !== undefined) filters.price_min = number(filter.price_min);
  if (number(filter.price_max) !== undefined) filters.price_max = number(filter.price_max);
  if (filter.in_stock === true) filters.in_stock = true;
  if (Object.keys(filters).length > 0) body.filters = filters;
  return body;
}

const productPath = (id) => `/v1/products/${encodeURIComponent(id)}`;

function unsupported() {
  return Promise.reject(new HttpError('Not supported by this API', 405));
}

export const dataProvider = {
  async getList(resource, params) {
    const page = await call('POST', '/v1/products/search', searchBody(params));
    return { data: page?.items ?? [], total: page?.total_items ?? 0 };
  },
  async getOne(resource, { id }) {
    return { data: await call('GET', productPath(id)) };
  },
  async getMany(resource, { ids }) {
    return { data: await Promise.all(ids.map((id) => call('GET', productPath(id)))) };
  },
  async getManyReference(resource, params) {
    return this.getList(resource, params);
  },
  async update(resource, { id, data, previousData }) {
    const body = {};
    for (const field of WRITABLE) {
      if (field in data && data[field] !== previousData?.[field]) body[field] = data[field];
    }
    if (Object.keys(body).length === 0) return { data: previousData ?? data };
    return { data: await call('PUT', productPath(id), body) };
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => call('PUT', productPath(id), data)));
    return { data: ids };
  },
  async create(resource, { data }) {
    return { data: await call('POST', '/v1/products', data) };
  },
  delete: unsupported,
  deleteMany: unsupported,
};
