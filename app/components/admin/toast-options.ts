import type { ToastContainerProps } from "react-toastify/unstyled";

/** Admin toasts close after 2 s at the top right (SPEC.md section 9). */
export const adminToastOptions = { position: "top-right", autoClose: 2000 } satisfies ToastContainerProps;

/** The login screen keeps react-toastify's defaults, which SPEC.md section 9 spells out (5 s, top right). */
export const loginToastOptions = {} satisfies ToastContainerProps;
