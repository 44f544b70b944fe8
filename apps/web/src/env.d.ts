declare const __REGISTRATION_ENABLED__: boolean;
