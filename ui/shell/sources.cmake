# Sources of the application shell (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
)
