import { toast } from 'sonner';
import { requestToaster } from './toast';

// Code that imports this may raise a toast at any moment: mount the Toaster (app/providers.tsx), which also shows
// toasts raised before it mounted. First-page code uses `showToast` from lib/toast.ts instead (decision 126).
requestToaster();

export { toast };
