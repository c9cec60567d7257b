// Models the server sends in a patch are the server's own: tell BokehJS so.
//
// BokehJS 3.9 marks every model that arrives in a server patch as "new" (Document
// _apply_json_patch's finalize adds it to _new_models), exactly like a model the page made
// itself, so the next message the page sends (the first click on a button added after the
// page loaded, the storage component's first message) carries that model's whole definition
// back to the server, which already has it: Bokeh's server logs "BokehUserWarning: reference
// already known" for it. After each server patch the models it brought are taken out of the
// "new" set again; models the page makes itself stay in it. Where BokehJS works differently
// (another version), nothing is changed.
(() => {
  const bokeh = window.Bokeh;
  let Document;
  try {
    Document = bokeh && bokeh.require && bokeh.require("document").Document;
  } catch (e) {
    return;
  }
  const proto = Document && Document.prototype;
  if (!proto || typeof proto.apply_json_patch !== "function" || proto.__cubiri_server_models) return;
  const apply = proto.apply_json_patch;
  proto.apply_json_patch = function (...args) {
    const fresh = this._new_models;
    if (!(fresh instanceof Set)) return apply.apply(this, args);
    const before = new Set(fresh);
    try {
      return apply.apply(this, args);
    } finally {
      for (const model of fresh) {
        if (!before.has(model)) fresh.delete(model);
      }
    }
  };
  proto.__cubiri_server_models = true;
})();
