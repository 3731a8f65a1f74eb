# Sources of workshop mode: participants, ballots, reveal, rounds, projector (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    workshop/workshopcontroller.cpp workshop/workshopcontroller.h
    workshop/workshopactions.cpp workshop/workshopfiles.cpp
    workshop/workshopprompts.cpp workshop/workshopprompts.h
    workshop/workshopresults.cpp workshop/workshopresults.h
    workshop/workshopmodels.cpp workshop/workshopmodels.h
    workshop/ballotfiles.cpp workshop/ballotfiles.h
    workshop/ballotform.cpp workshop/ballotform.h
    workshop/ballotscores.cpp workshop/ballotscores.h
    workshop/importresultsdialog.cpp workshop/importresultsdialog.h
    workshop/workshopwindow.cpp workshop/workshopwindow.h
    workshop/workshopsettingspanel.cpp workshop/workshopsettingspanel.h
    workshop/participantspanel.cpp workshop/participantspanel.h
    workshop/roundpanel.cpp workshop/roundpanel.h
    workshop/resultspanel.cpp workshop/resultspanel.h
    workshop/projectorpages.cpp workshop/projectorpages.h
    workshop/projectorpainter.cpp workshop/projectorpainter.h
    workshop/projectorview.cpp workshop/projectorview.h
)
