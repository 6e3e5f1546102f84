-- Keycloak's own database beside Halo's, in the compose stack's PostgreSQL (run once, on an empty volume).
CREATE DATABASE keycloak OWNER halo;
