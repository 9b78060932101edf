// A stand-in for the Gainsight PX tag, served by the reference server in development and tests: it records every
// call instead of sending it, so that people and tests can see what the shell identified and tracked.
(function () {
  var script = document.currentScript;
  window.aptrinsicStandIn = {
    productKey: script ? new URL(script.src).searchParams.get('a') : null,
    calls: [],
  };
  window.aptrinsic = function () {
    window.aptrinsicStandIn.calls.push(Array.prototype.slice.call(arguments));
  };
})();
