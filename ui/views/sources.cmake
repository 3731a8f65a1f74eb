# Sources of the result views (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    views/resultsview.cpp views/resultsview.h
)
