import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/**
 * The console behind the key: the data router and every route. A chunk of its own, so the key
 * screen of a first visit loads no router (see App); created once, it stays for the session's
 * end too (it then shows the key screen at /login itself).
 */
export default function RoutedApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
