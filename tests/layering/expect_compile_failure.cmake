# Builds TARGET in BUILD_DIR and passes only when the compiler refuses it with a message matching EXPECT.
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${TARGET}
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(result EQUAL 0)
  message(FATAL_ERROR "${TARGET} compiled, but it reaches past the model's services and must not")
endif()
if(NOT "${out}${err}" MATCHES "${EXPECT}")
  message(FATAL_ERROR "${TARGET} failed for another reason than the seal:\n${out}${err}")
endif()
message(STATUS "${TARGET} is refused as it should be")
