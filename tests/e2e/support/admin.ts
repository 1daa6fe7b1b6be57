export const e2eAdmin = { email: "doctor@clinic.example", password: "e2e-admin-password-1" };
