# Runs PROGRAM with ARG in the C locale (English) and writes what it prints to OUT; fails the build if it fails.
# Why: the man page and the bash completion of hexkeeper-cli are its own output (app/CMakeLists.txt).
execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C.UTF-8 LANGUAGE= ${PROGRAM} ${ARG}
                OUTPUT_FILE ${OUT} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  file(REMOVE ${OUT})
  message(FATAL_ERROR "${PROGRAM} ${ARG} failed: ${result}")
endif()
