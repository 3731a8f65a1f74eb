#pragma once
// The parts of an open document's session that every window working on it shares: the document,
// the catalog it is evaluated against and the evaluator. The main window hands these to the
// windows it opens (workshop, report) instead of itself, so nothing below the shell needs to
// know the main window.
class CatalogSession;
class Document;
class Evaluator;

namespace session {

struct Parts {
    Document *document = nullptr;
    CatalogSession *catalog = nullptr;
    Evaluator *evaluator = nullptr;
};

} // namespace session
