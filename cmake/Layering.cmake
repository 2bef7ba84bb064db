# Why: the layers may only use what is below them. Qt's include root makes <QtWidgets/...> reachable from
# any target, so a compiler alone would not stop a widget include in rules/ or model/. This check runs
# before those libraries compile and fails the build when one appears.
set(HK_LAYERING_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/check_layering.cmake")

# What each layer may not include. The rules are pure: no widgets, no charts, no GUI, no database.
set(HK_WIDGET_INCLUDES "QtWidgets|QtCharts|QWidget|QDialog|QMessageBox|QMainWindow")
set(HK_RULES_FORBIDDEN "${HK_WIDGET_INCLUDES}|QtGui|QtSql|QSql")
set(HK_MODEL_FORBIDDEN "${HK_WIDGET_INCLUDES}|QApplication>")

function(hk_forbid_includes target dir pattern)
  add_custom_target(${target}_layering
    COMMAND ${CMAKE_COMMAND} -DDIR=${dir} -DPATTERN=${pattern} -DLAYER=${target} -P ${HK_LAYERING_SCRIPT}
    COMMENT "Checking ${target} layering"
    VERBATIM)
  add_dependencies(${target} ${target}_layering)
endfunction()

# The model is sealed: views and the app change and read a campaign only through its services and item models.
# Repository headers also refuse to compile outside hk_model (db/ModelInternal.h); this check names every
# offending line at once, before anything compiles.
set(HK_SEAL_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/check_sealed.cmake")
function(hk_seal_model target dir)
  add_custom_target(${target}_sealed
    COMMAND ${CMAKE_COMMAND} -DDIR=${dir} -DLAYER=${target} -P ${HK_SEAL_SCRIPT}
    COMMENT "Checking that ${target} uses only the model's services"
    VERBATIM)
  add_dependencies(${target} ${target}_sealed)
endfunction()
