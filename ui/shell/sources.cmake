# Sources of the application shell (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    shell/numberfield.cpp shell/numberfield.h
    shell/formbase.cpp shell/formbase.h
    shell/workloadform.cpp shell/workloadform.h
    shell/teamform.cpp shell/teamform.h
    shell/strategyform.cpp shell/strategyform.h
    shell/recentfiles.cpp shell/recentfiles.h
    shell/appearance.cpp shell/appearance.h
    shell/diagnosticsdialog.cpp shell/diagnosticsdialog.h
    shell/comparedialog.cpp shell/comparedialog.h
    shell/catalogrows.cpp shell/catalogrows.h
    shell/catalogbrowser.cpp shell/catalogbrowser.h
    shell/recoveryprompt.cpp shell/recoveryprompt.h
    shell/mainwindow.cpp shell/mainwindow_files.cpp shell/mainwindow_recovery.cpp
    shell/mainwindow.h
)
