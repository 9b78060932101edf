import { allSettled, fork, sample } from 'effector';
import { appStarted, connectSessionToTransport, loggedOut } from '@/entities/session';
import { navigateFx } from '@/shared/lib/navigation';

sample({ clock: loggedOut, fn: () => ({ to: '/auth', replace: true }), target: navigateFx });

/** The one Effector scope of the running app: React reads it through the Provider, route loaders directly. */
export const appScope = fork();

connectSessionToTransport(appScope);

export const appReady = allSettled(appStarted, { scope: appScope });
