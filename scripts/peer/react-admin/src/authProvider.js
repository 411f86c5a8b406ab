/**
 * A key login: the API key is held in sessionStorage under `ra.apiKey` (the plain key), checked
 * against the API when entered, and dropped when the API answers 401.
 */
export const KEY_STORAGE = 'ra.apiKey';

export const readKey = () => {
  try {
    return sessionStorage.getItem(KEY_STORAGE);
  } catch {
    return null;
  }
};

export const authProvider = {
  async login({ apiKey }) {
    const key = String(apiKey ?? '').trim();
    if (!key) throw new Error('Enter the API key.');
    const res = await fetch('/v1/products/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': key },
      body: JSON.stringify({ page: 1, page_size: 1 }),
    });
    if (res.status === 401) throw new Error('This key is not valid.');
    if (!res.ok) throw new Error(`The API answered ${res.status}.`);
    sessionStorage.setItem(KEY_STORAGE, key);
  },
  async logout() {
    sessionStorage.removeItem(KEY_STORAGE);
  },
  async checkAuth() {
    if (!readKey()) throw new Error('Sign in with your API key.');
  },
  async checkError(error) {
    if (error?.status === 401) {
      sessionStorage.removeItem(KEY_STORAGE);
      throw error;
    }
  },
  async getIdentity() {
    return { id: 'api-key', fullName: 'API key' };
  },
  async getPermissions() {
    return undefined;
  },
};
