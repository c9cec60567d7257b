// The camera of the Class results page reading the QR codes of games handed in (classroom.js
// says what each means). The browser's own reader, BarcodeDetector, where it reads QR codes;
// elsewhere jsQR (a maintained reader from npm, served from this site's vendor/ folder and
// loaded only when the camera is first turned on). Nothing the camera sees leaves the browser.
"use strict";

window.CubiriScan = (() => {
  // A code held up to the camera is read many times a second: it is heard again only once it
  // has been out of sight this long.
  const GONE_MS = 2500;
  const EVERY_MS = 150;
  let loading = null;

  function failure(kind, detail = "") {
    const error = new Error(detail || kind);
    error.kind = kind;
    return error;
  }

  function loadReader(url) {
    if (window.jsQR) return Promise.resolve(window.jsQR);
    if (!loading) {
      loading = new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = url;
        script.onload = () => (window.jsQR ? resolve(window.jsQR) : reject(new Error(`${url} has no jsQR`)));
        script.onerror = () => {
          loading = null;  // tried again on the next press
          reject(new Error(`${url} did not load`));
        };
        document.head.append(script);
      });
    }
    return loading;
  }

  // read(video) -> the text of a QR code in the video's picture, or null.
  async function reader(url) {
    if ("BarcodeDetector" in window) {
      try {
        if ((await window.BarcodeDetector.getSupportedFormats()).includes("qr_code")) {
          const detector = new window.BarcodeDetector({ formats: ["qr_code"] });
          return async (video) => {
            const found = await detector.detect(video);
            return found.length ? found[0].rawValue : null;
          };
        }
      } catch (e) {
        // a detector that cannot read QR codes here: jsQR reads them
      }
    }
    const jsQR = await loadReader(url);
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    return async (video) => {
      const width = video.videoWidth, height = video.videoHeight;
      if (!width || !height) return null;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: "dontInvert" });
      return found ? found.data : null;
    };
  }

  // The camera shown in `video`, each code it reads handed to heard(text) once; resolves to
  // {stop}. Fails with kind "none" where the browser has no camera or reader, "refused" (with
  // the browser's reason) where the camera would not open.
  async function start(video, url, heard) {
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) throw failure("none");
    let read;
    try {
      read = await reader(url);
    } catch (error) {
      console.error(error);
      throw failure("none", error.message);
    }
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (error) {
      throw failure("refused", (error && error.name) || String(error));
    }
    video.srcObject = stream;
    video.hidden = false;
    await video.play().catch(() => {});
    let running = true, last = null, seen = 0;
    const look = async () => {
      if (!running) return;
      try {
        const text = await read(video);
        const now = Date.now();
        if (text) {
          if (text !== last || now - seen > GONE_MS) heard(text);
          last = text;
          seen = now;
        }
      } catch (error) {
        // a picture not yet there: the next look reads
      }
      if (running) setTimeout(look, EVERY_MS);
    };
    look();
    return {
      stop() {
        running = false;
        for (const track of stream.getTracks()) track.stop();
        video.srcObject = null;
        video.hidden = true;
      },
    };
  }

  return { start };
})();
