// Preact runs effects (useEffect) after the next frame: a requestAnimationFrame, or 35 ms when frames stall. React
// runs the effects of a click or key press before the next input event. With Preact's timing, a key pressed at once
// after opening a menu or dialog could arrive before the effect that listens for it (the browser suite saw Escape
// lost that way). Effects now run in the next task, as soon as the current event is done (decision 134).
// Imported by main.tsx before anything renders; the server runs no effects.
import { options } from 'preact';

options.requestAnimationFrame = (callback) => {
  setTimeout(callback);
};
