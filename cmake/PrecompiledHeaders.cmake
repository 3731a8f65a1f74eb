# Precompiled headers for the ui libraries, whose units spend much of their time reading the same
# Qt and standard headers. Only headers from outside the repository are precompiled, so editing
# our own headers never rebuilds one. A build from nothing (the first `tools/run-app.sh`, CI) is
# what gains; README "Quick start" has the figures.
#
# The core has none: with the standard library and nlohmann/json precompiled, GCC 12 at -O3 reports
# a memcpy bound in std::string's operator+ (core/base/diagnostics.cpp) that it does not report
# without, the false positive -Wno-restrict already works around in another form, and the core's
# costly units spend their time optimising rather than reading headers.
#
# On by default for a build from nothing (the first `tools/run-app.sh`, CI), which is what gains:
# measured on 2026-11-27, a ui unit took about 45 % fewer CPU-seconds with them (README "Quick
# start"). Off by default when a compiler launcher such as ccache is set: ccache does not cache a
# unit built on a precompiled header unless its sloppiness is widened, and builds without them
# check that every file includes what it uses.
#
# GCC 12 at -O3 raises the same -Wstringop-overflow false positive in ui/views/viewformat.cpp with
# the headers precompiled, which would fail a -Werror build: that one unit is compiled without
# them (ui/views/CMakeLists.txt).
if(CMAKE_CXX_COMPILER_LAUNCHER)
    set(acceldecide_pch_default OFF)
else()
    set(acceldecide_pch_default ON)
endif()
option(ACCELDECIDE_PCH "Precompile the Qt and standard headers of the ui libraries"
       ${acceldecide_pch_default})

set(ACCELDECIDE_PCH_STD <algorithm> <cmath> <cstdint> <functional> <limits> <map> <memory>
    <optional> <set> <string> <string_view> <utility> <vector>)
# Per Qt module, the headers that many units of the ui folders include.
set(ACCELDECIDE_PCH_Qt6::Core <QObject> <QString> <QStringList> <QCoreApplication> <QDir> <QFile>
    <QFileInfo> <QTimer> <QLocale> <QDateTime> <QRegularExpression> <QVariant>)
set(ACCELDECIDE_PCH_Qt6::Gui <QColor> <QFont> <QImage> <QPainter> <QPalette>)
set(ACCELDECIDE_PCH_Qt6::Widgets <QWidget> <QApplication> <QLabel> <QBoxLayout> <QFormLayout>
    <QPushButton> <QComboBox> <QCheckBox> <QLineEdit> <QDialog> <QDialogButtonBox> <QHeaderView>
    <QTableView> <QAbstractTableModel>)
set(ACCELDECIDE_PCH_Qt6::Charts <QtCharts/QChart> <QtCharts/QChartView> <QtCharts/QValueAxis>
    <QtCharts/QLineSeries> <QtCharts/QLegend> <QtCharts/QBarCategoryAxis>)

# acceldecide_precompile_qt(TARGET): the standard library and the headers of each Qt module
# TARGET links (Core and Gui come with Widgets and Charts).
function(acceldecide_precompile_qt target)
    if(NOT ACCELDECIDE_PCH)
        return()
    endif()
    get_target_property(linked ${target} LINK_LIBRARIES)
    set(modules Qt6::Core)
    if(Qt6::Gui IN_LIST linked OR Qt6::Widgets IN_LIST linked OR Qt6::Charts IN_LIST linked)
        list(APPEND modules Qt6::Gui)
    endif()
    foreach(module Qt6::Widgets Qt6::Charts)
        if(module IN_LIST linked)
            list(APPEND modules ${module})
        endif()
    endforeach()
    set(headers ${ACCELDECIDE_PCH_STD})
    foreach(module IN LISTS modules)
        list(APPEND headers ${ACCELDECIDE_PCH_${module}})
    endforeach()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()
