// The page an OpenID provider answers a silent refresh (prompt=none) to, inside a hidden frame: it hands the answer
// to the shell in the parent window and nothing else, so it loads none of the app.
import { UserManager } from 'oidc-client-ts';

void new UserManager({ authority: window.location.origin, client_id: '', redirect_uri: '' }).signinSilentCallback();
