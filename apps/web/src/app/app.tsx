import { BrowserRouter } from 'react-router';
import { NavigationGate } from './navigation-gate';

export function App() {
  return (
    <BrowserRouter>
      <NavigationGate />
    </BrowserRouter>
  );
}
