// The page an OpenID provider sends the sign-in popup back to: it hands the answer to the sign-in page that opened the
// popup, which closes it; it loads none of the app.
import { UserManager } from 'oidc-client-ts';

void new UserManager({ authority: window.location.origin, client_id: '', redirect_uri: '' }).signinPopupCallback();
