# Sources of workshop mode: participants, ballots, reveal, rounds, projector (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    workshop/workshopcontroller.cpp workshop/workshopcontroller.h
)
