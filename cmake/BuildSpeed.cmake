# Why: a fresh clone's `make test` builds about 400 library files and 190 test executables on two cores. Most
# of each file's time went to parsing Qt's headers again, and most of each link to copying full debug
# information with the system linker. These settings keep the build lean without changing what it builds.

# Line tables only: backtraces and profilers still name the function and line, at a fifth of the size of
# full debug information. `CMAKE_FLAGS=-DCMAKE_BUILD_TYPE=Debug` gives everything for a debugger.
if(CMAKE_BUILD_TYPE STREQUAL "RelWithDebInfo")
  add_compile_options(-g1)
endif()

# LLVM's linker when it is installed (scripts/setup.sh installs it): links five times faster than ld.bfd.
find_program(HK_LLD ld.lld)
if(HK_LLD)
  add_link_options(-fuse-ld=lld)
endif()

# The Qt headers most files of each layer include, precompiled once per library (PRIVATE: each library's own
# flags). Only those: a whole Qt module's header makes a precompiled header of 230–310 MB, and loading that cost
# every file about 3 s, more than parsing the few headers it uses.
set(HK_PCH_CORE <QCoreApplication> <QString> <QStringList> <QList> <QHash> <QSet> <QMap> <QJsonArray> <QJsonObject>
    <QJsonDocument> <QJsonValue> <QFile> <QDir> <QFileInfo> <QRegularExpression> <QElapsedTimer> <QTimer> <QDateTime>
    <QByteArray> <QPointer> <QVariant> <QObject> <QSharedPointer> <QUrl> <QTextStream> <QLocale>)
set(HK_PCH_SQL <QSqlQuery> <QSqlDatabase> <QSqlError> <QSqlRecord>)
set(HK_PCH_GUI <QColor> <QFont> <QIcon> <QPixmap> <QPainter> <QPalette> <QFontMetrics> <QKeyEvent>)
set(HK_PCH_WIDGETS <QApplication> <QLabel> <QPushButton> <QVBoxLayout> <QHBoxLayout> <QGridLayout> <QLineEdit>
    <QComboBox> <QDialogButtonBox> <QCheckBox> <QDialog> <QSpinBox> <QHeaderView> <QFormLayout> <QMessageBox>
    <QTableWidget> <QListWidget> <QWidget> <QTableView> <QGroupBox> <QSplitter> <QTreeWidget> <QStyle> <QFileDialog>
    <QStackedWidget> <QInputDialog> <QMainWindow> <QToolButton> <QScrollArea> <QTabWidget> <QMenu> <QAction>
    <QPlainTextEdit> <QSignalBlocker>)
function(hk_precompile_qt target)
  target_precompile_headers(${target} PRIVATE ${ARGN})
endfunction()

# Tests: four precompiled headers, one per tier of what a test links (QtCore; with QtSql; with QtGui; with
# QtWidgets). Each is built once and shared (REUSE_FROM). GCC uses a header only when the test's flags and
# Qt's module macros (QT_SQL_LIB, ...) include those it was built with, so each tier links the least its tests
# link, and builds with the tests' own -O1 (they check behaviour; the libraries they call keep -O2). A header
# skipped for other flags would only be slower: -Winvalid-pch says so in the build log.
set(HK_TEST_COMPILE_OPTIONS -O1 -Winvalid-pch)
function(hk_add_test_pch name)
  set(anchor ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
  file(CONFIGURE OUTPUT ${anchor} CONTENT "// The source that carries ${name}'s precompiled header.\n")
  add_library(${name} OBJECT ${anchor})
  set_target_properties(${name} PROPERTIES AUTOMOC OFF)
  cmake_parse_arguments(P "" "" "LIBS;HEADERS" ${ARGN})
  target_link_libraries(${name} PRIVATE ${P_LIBS})
  target_compile_options(${name} PRIVATE ${HK_TEST_COMPILE_OPTIONS})
  target_precompile_headers(${name} PRIVATE ${P_HEADERS})
endfunction()

# The shared header a test uses: the highest tier among the libraries it links.
function(hk_test_pch_for out)
  set(tiers "hk_test_pch_widgets:hk_views,Qt6::Widgets" "hk_test_pch_gui:hk_item_models,Qt6::Gui"
            "hk_test_pch_sql:hk_model,hk_server,Qt6::Sql,SQLite::SQLite3")
  foreach(tier IN LISTS tiers)
    string(REPLACE ":" ";" tier "${tier}")
    list(POP_FRONT tier pch)
    string(REPLACE "," ";" libs "${tier}")
    foreach(lib IN LISTS ARGN)
      if(lib IN_LIST libs)
        set(${out} ${pch} PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
  set(${out} hk_test_pch_core PARENT_SCOPE)
endfunction()
