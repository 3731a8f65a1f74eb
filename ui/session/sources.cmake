# Sources of the document session: the scenario document and its undo commands, the catalog in
# use, the evaluator, autosave and recovery files. No widgets (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    session/session.h
    session/document.cpp session/document.h session/scenariocommands.h
    session/catalogsession.cpp session/catalogsession.h
    session/evaluator.cpp session/evaluator.h
    session/recoveryfile.cpp session/recoveryfile.h
    session/autosave.cpp session/autosave.h
)
