# Sources of the PDF report (paths relative to ui/).
list(APPEND ACCELDECIDE_UI_SOURCES
    report/report.h report/reportwriter.cpp
    report/reportlayout.cpp report/reportlayout.h
    report/reportcharts.cpp report/reportcharts.h
    report/reportfigures.cpp report/reportfigures.h
    report/reporthtml.cpp report/reporthtml.h
    report/reporthtml_front.cpp report/reporthtml_results.cpp
    report/reporthtml_decision.cpp report/reporthtml_risks.cpp report/reporthtml_appendix.cpp
    report/reporthtml_workshop.cpp report/reporthtml_workshop_people.cpp report/workshophtml.h
    report/workshopdigest.cpp report/workshopdigest.h
    report/workshopspreadmodel.cpp report/workshopspreadmodel.h
    report/pagebreaks.cpp report/pagebreaks.h
    report/pdfinfo.cpp report/pdfinfo.h
    report/reportdialog.cpp report/reportdialog.h
)
