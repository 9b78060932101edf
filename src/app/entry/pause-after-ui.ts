import { yieldToBrowser } from '@/shared/lib/scheduling';

// One of the entry's pauses: see main.tsx.
await yieldToBrowser();
