// Preact runs effects (useEffect) after the next frame: a requestAnimationFrame, or 35 ms when frames stall. Here they
// run in the next task instead: sooner, and not tied to frames, which a busy or headless browser delays. React runs
// the effects of a click or key press before the next input event; neither Preact timing does, because the browser
// handles input ahead of timers. What must be in place before the next key press (a listener for Escape on a menu
// just opened, focus moved into it) is a layout effect, which runs as the change is committed (decision 134).
// Imported by main.tsx before anything renders; the server runs no effects.
import { options } from 'preact';

options.requestAnimationFrame = (callback) => {
  setTimeout(callback);
};
