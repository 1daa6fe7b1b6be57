import type { ToastContainerProps } from "react-toastify/unstyled";

/**
 * Marks each toast's progress bar, whose animation is its close timer, so that app.css's reduced-motion
 * rule leaves it running: the toast keeps its full time with reduced motion too.
 */
const closeTimer = { progressClassName: "toast-timer" } satisfies ToastContainerProps;

/**
 * Admin toasts close after 2 s at the top right (SPEC.md section 9), below the header where it is a bar across the
 * top (admin.css, `admin-toasts`).
 */
export const adminToastOptions = { ...closeTimer, position: "top-right", autoClose: 2000, className: "admin-toasts" } satisfies ToastContainerProps;

/** The login screen keeps react-toastify's defaults, which SPEC.md section 9 spells out (5 s, top right). */
export const loginToastOptions = { ...closeTimer } satisfies ToastContainerProps;
