import '@agency/ui/styles.css';
import { Button, PackageCard } from '@agency/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <main>
    <PackageCard
      name="Pro Engage"
      price="$70"
      period="/m"
      features={['5 custom thumbnail designs']}
      popular
      action={<Button>Choose Pro Engage</Button>}
    />
  </main>,
);
