# Sources of the result views (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    views/viewformat.cpp views/viewformat.h
    views/chartfactory.cpp views/chartfactory.h
    views/chartkit.cpp views/chartkit.h
    views/chartpane.cpp views/chartpane.h
    views/keyfiguresmodel.cpp views/keyfiguresmodel.h
    views/costpertokenmodel.cpp views/costpertokenmodel.h
    views/trainingcurvemodel.cpp views/trainingcurvemodel.h
    views/breakevenmodel.cpp views/breakevenmodel.h
    views/decisionscoremodel.cpp views/decisionscoremodel.h
    views/matrixmodel.cpp views/matrixmodel.h
    views/matrixview.cpp views/matrixview.h
    views/recommendationpanel.cpp views/recommendationpanel.h
    views/explainview.cpp views/explainview.h
    views/resultsview.cpp views/resultsview.h
)
