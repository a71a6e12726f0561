/**
 * fetch with a cookie jar for Node (the CLI and integration tests), where no browser keeps the
 * session cookie. Keeps name=value pairs from Set-Cookie and sends them back; Max-Age=0 removes one.
 */
export function cookieJarFetch(inner: typeof fetch, jar = new Map<string, string>()): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await inner(input, { ...init, headers });
    response.headers.getSetCookie().forEach((line) => {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) jar.delete(name);
      else if (name !== '') jar.set(name, value.join('='));
    });
    return response;
  };
}
